// Tables of the 'settings' area.
export {};
