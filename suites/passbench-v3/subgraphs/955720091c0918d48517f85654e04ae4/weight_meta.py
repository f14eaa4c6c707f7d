class Program_weight_tensor_meta_q_embed_1:
    name = "q_embed_1"
    shape = [1, 8, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013518007298327195
    std = 0.99988064241
    data = None
    min_val = -4.420068740844727
    max_val = 4.663043022155762


class Program_weight_tensor_meta_keys_1:
    name = "keys_1"
    shape = [1, 8, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.01027530578071889
    std = 0.9999189009505272
    data = None
    min_val = -4.45280647277832
    max_val = 4.152434825897217


class Program_weight_tensor_meta_values_1:
    name = "values_1"
    shape = [1, 8, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0030112608642387517
    std = 0.12606294929562173
    data = None
    min_val = -0.542148232460022
    max_val = 0.536485493183136


class Program_weight_tensor_meta_attn_mask_3:
    name = "attn_mask_3"
    shape = [1, 8, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6881194540270768e+38
    std = 1.7013662996445981e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 1.0
