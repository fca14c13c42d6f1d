import { createContext, useContext } from 'react';

/**
 * Where a popover inside a dialog renders: in the dialog itself rather than at the end of <body>,
 * so it stays part of the dialog (its focus scope, its tests' `within(dialog)`), and sits above it.
 */
export const OverlayContainerContext = createContext<Element | null>(null);

export const useOverlayContainer = (): Element | undefined => useContext(OverlayContainerContext) ?? undefined;
