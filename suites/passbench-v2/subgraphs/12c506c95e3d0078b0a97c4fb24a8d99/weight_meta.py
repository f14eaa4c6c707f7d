class Program_weight_tensor_meta_transpose_48:
    name = "transpose_48"
    shape = [1, 6, 72, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.470339232951506e-06
    std = 0.004702087012230376
    data = None
    min_val = -0.016438854858279228
    max_val = 0.016426369547843933


class Program_weight_tensor_meta_key_states_16:
    name = "key_states_16"
    shape = [1, 6, 72, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00010893813367303025
    std = 0.040555858380872806
    data = None
    min_val = -0.15095512568950653
    max_val = 0.13664953410625458
