// Tables of the 'account' area.
export {};
