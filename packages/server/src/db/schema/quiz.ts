// Tables of the 'quiz' area.
export {};
