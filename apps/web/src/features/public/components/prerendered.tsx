import { useState } from 'react';
import { useNavigate } from 'react-router';
import { followStaticLink } from '../../../lib/static-links.ts';
import { readFragment, type FragmentName } from '../prerender/read-fragment.ts';

/**
 * Shows a fragment the build prerendered into index.html (prerender/fragments.tsx). Its links
 * are plain anchors; clicks on them go through the router, as with <Link>.
 */
export function Prerendered({ name }: { name: FragmentName }) {
  const navigate = useNavigate();
  const [markup] = useState(() => readFragment(name));
  return (
    // `contents`: the wrapper adds no box, so the fragment lays out as if rendered here.
    <div
      className="contents"
      onClick={(event) => followStaticLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
