import { describe, expect, it } from 'vitest';
import { reduceToasts, type ToastData } from './toast-store.ts';

const t = (id: string): ToastData => ({ id, title: id, open: true });

describe('toast queue', () => {
  it('keeps one toast: a new toast replaces the older one', () => {
    expect(reduceToasts([t('1')], { type: 'add', toast: t('2') }).map((x) => x.id)).toEqual(['2']);
  });
  it('updates a toast in place', () => {
    expect(
      reduceToasts([t('1')], { type: 'update', toast: { id: '1', title: 'new' } })[0]!.title,
    ).toBe('new');
  });
  it('dismiss marks closed; remove takes it out', () => {
    const dismissed = reduceToasts([t('1')], { type: 'dismiss', id: '1' });
    expect(dismissed[0]!.open).toBe(false);
    expect(reduceToasts(dismissed, { type: 'remove', id: '1' })).toEqual([]);
  });
});
