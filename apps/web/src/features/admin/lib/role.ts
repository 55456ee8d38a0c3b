import { createContext, useContext } from 'react';
import type { OperatorRole } from '@ascend/contract';

/** The operator's role as the server answered it (admin/me). */
export const RoleContext = createContext<OperatorRole>('support');
export const useOperatorRole = () => useContext(RoleContext);
