import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The contract for a site's link component: it receives `href` and renders an anchor. A router
 * adapts its own link, e.g. `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    children?: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  }
>;

const LinkContext = createContext<LinkComponent | null>(null);

export interface LinkProviderProps {
  /** The component every library link renders for in-site paths. */
  component: LinkComponent;
  children: ReactNode;
}

/** Gives every library link in the tree the site's link component (a router's, usually). */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** True for links that leave the site or the page's app: other origins, mail, phone, hashes. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(href);
}

export interface SmartLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Overrides the provider's link component for this link. */
  linkComponent?: LinkComponent;
}

/**
 * An anchor for external, mail, phone and hash links; the site's link component for in-site paths.
 * Links that open a new tab get `rel="noopener noreferrer"`.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, linkComponent, target, rel, ...rest },
  ref,
) {
  const contextLink = useContext(LinkContext);
  const safeRel = target === '_blank' ? (rel ?? 'noopener noreferrer') : rel;
  const Component = linkComponent ?? contextLink;
  if (Component && !isExternalHref(href)) {
    // The link component comes from props or context, never defined in render; the ref is only
    // handed on to it, not read here.
    // eslint-disable-next-line react-hooks/refs
    return createElement(Component, { ref, href, target, rel: safeRel, ...rest });
  }
  return <a ref={ref} href={href} target={target} rel={safeRel} {...rest} />;
});
