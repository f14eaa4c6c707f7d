class Program_weight_tensor_meta_mul_15:
    name = "mul_15"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00010212781390746967
    std = 0.11044602499945369
    data = None
    min_val = -0.5584696531295776
    max_val = 0.5416123270988464


class Program_weight_tensor_meta_mul_16:
    name = "mul_16"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00041141137141334266
    std = 0.06664340033404106
    data = None
    min_val = -0.5518811941146851
    max_val = 0.5316573977470398


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0035939837138355135
    std = 0.127260387183532
    data = None
    min_val = -0.5485914945602417
    max_val = 0.6060757637023926


class Program_weight_tensor_meta_cos_6:
    name = "cos_6"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5417290840198916
    std = 0.6637756354125948
    data = None
    min_val = -0.9999850392341614
    max_val = 1.0


class Program_weight_tensor_meta_sin_6:
    name = "sin_6"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1558912697205006
    std = 0.49164287652502614
    data = None
    min_val = -0.9999954104423523
    max_val = 0.9999924898147583
