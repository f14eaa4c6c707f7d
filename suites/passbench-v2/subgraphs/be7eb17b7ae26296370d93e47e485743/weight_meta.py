class Program_weight_tensor_meta_view_5:
    name = "view_5"
    shape = [1, 128, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.006808672380676839
    std = 0.12941681947931036
    data = None
    min_val = -0.47772887349128723
    max_val = 0.5144543051719666


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0035131958695817644
    std = 0.12728800589066644
    data = None
    min_val = -0.5218731164932251
    max_val = 0.5467718243598938
