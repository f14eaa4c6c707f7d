class Program_weight_tensor_meta_view_18:
    name = "view_18"
    shape = [1, 128, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00035269863758339665
    std = 0.11064385665525392
    data = None
    min_val = -0.458723247051239
    max_val = 0.4749191999435425


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0022877582617297776
    std = 0.11114749191147143
    data = None
    min_val = -0.4491036534309387
    max_val = 0.5737544298171997
