/** A 29-move club game (57 plies, White mates) in which Black blunders: the pasted game of the Orion journeys. */
export const BLUNDER_GAME = `[Event "Club night"]
[White "Ada"]
[Black "Ben"]
[Result "1-0"]

1. e4 e5 2. Nc3 d6 3. d4 Nf6 4. Nf3 Nbd7 5. Bd3 c6 6. O-O Ng4 7. Qe2 Ngf6 8. Rd1 Be7 9. a4 O-O 10. h3 Qb6 11. a5 Qd8 12. Bc4 Nc5 13. dxc5 b5 14. cxd6 Bf5 15. dxe7 Qxe7 16. Bd3 h6 17. exf5 b4 18. Ne4 Nd5 19. Bc4 Rad8 20. a6 Nc7 21. Be3 Rxd1+ 22. Rxd1 Ra8 23. g3 Nd5 24. Bc5 Qb7 25. axb7 Rb8 26. Nxe5 Ra8 27. bxa8=Q+ Kh7 28. Nxf7 Nf6 29. Qh8# 1-0`;
