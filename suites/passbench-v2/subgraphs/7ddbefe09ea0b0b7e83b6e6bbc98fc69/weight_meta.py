class Program_weight_tensor_meta_view_4:
    name = "view_4"
    shape = [1, 128, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0008476897265943251
    std = 0.12644667408004268
    data = None
    min_val = -0.5224390625953674
    max_val = 0.5088074803352356


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.006808672380676839
    std = 0.12941681947931036
    data = None
    min_val = -0.47772887349128723
    max_val = 0.5144543051719666
