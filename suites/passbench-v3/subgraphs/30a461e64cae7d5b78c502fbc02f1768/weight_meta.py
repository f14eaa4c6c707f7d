class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 8, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.015722662676125765
    std = 0.9996069777232997
    data = None
    min_val = -3.0625
    max_val = 3.484375


class Program_weight_tensor_meta_cos_7:
    name = "cos_7"
    shape = [1, 1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.8076178073883057
    std = 0.47450038351164575
    data = None
    min_val = -1.0
    max_val = 1.0
