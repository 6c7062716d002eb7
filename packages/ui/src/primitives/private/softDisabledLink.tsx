import type { LinkProps } from 'react-aria-components';

/** Appends `id` to a given `aria-describedby`. */
export const describedBy = (given: string | undefined, id: string): string => (given ? `${given} ${id}` : id);

/**
 * The props of a react-aria `Link` disabled with a reason (`reasonId` names the text saying why):
 * enabled for react-aria, so it stays focusable and hoverable for the tooltip, but with no
 * destination and no press handler, so it goes nowhere; rendered as
 * `<span role="link" aria-disabled="true" data-soft-disabled>` described by the reason.
 */
export function softDisabledLinkProps(props: LinkProps, reasonId: string): LinkProps {
  const {
    href: _href,
    hrefLang: _hrefLang,
    target: _target,
    rel: _rel,
    download: _download,
    ping: _ping,
    referrerPolicy: _referrerPolicy,
    routerOptions: _routerOptions,
    onPress: _onPress,
    onPressStart: _onPressStart,
    onPressEnd: _onPressEnd,
    onPressChange: _onPressChange,
    onPressUp: _onPressUp,
    onClick: _onClick,
    ...rest
  } = props;
  return {
    ...rest,
    isDisabled: false,
    'aria-describedby': describedBy(props['aria-describedby'], reasonId),
    // Without `href` react-aria renders a span; the check only narrows the type.
    render: (domProps) =>
      'href' in domProps ? (
        <a {...domProps} />
      ) : (
        <span {...domProps} aria-disabled="true" data-soft-disabled="" />
      ),
  };
}
