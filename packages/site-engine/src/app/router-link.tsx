import type { LinkComponent } from '@agent-sites/ui';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An in-site link: a plain anchor whose click navigates inside the app, built from React Router's
 * hooks for custom links. React Router's `Link` also carries route prefetching and view transitions,
 * which the site never asks for, in every page's JavaScript.
 */
export const RouterLink: LinkComponent = ({ href, ref, onClick, target, ...rest }) => {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      {...rest}
      ref={ref}
      href={resolved}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
};
