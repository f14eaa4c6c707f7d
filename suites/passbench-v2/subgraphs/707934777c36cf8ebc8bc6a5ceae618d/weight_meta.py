class Program_weight_tensor_meta_hidden_states_95:
    name = "hidden_states_95"
    shape = [1, 50, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00024160313072883356
    std = 0.09119769089590617
    data = None
    min_val = -0.3384116590023041
    max_val = 0.38559257984161377


class Program_weight_tensor_meta_key_layer_6:
    name = "key_layer_6"
    shape = [1, 8, 50, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006966028015197878
    std = 0.09114764690789486
    data = None
    min_val = -0.35696735978126526
    max_val = 0.34744885563850403
