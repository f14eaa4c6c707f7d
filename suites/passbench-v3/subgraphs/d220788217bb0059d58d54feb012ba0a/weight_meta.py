class Program_weight_tensor_meta_key_states_11:
    name = "key_states_11"
    shape = [1, 1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0059537395792645526
    std = 0.9999292523225343
    data = None
    min_val = -4.2422966957092285
    max_val = 4.249915599822998


class Program_weight_tensor_meta_cos_11:
    name = "cos_11"
    shape = [1, 1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.041864779536507246
    std = 0.7166251003051627
    data = None
    min_val = -1.0
    max_val = 1.0
