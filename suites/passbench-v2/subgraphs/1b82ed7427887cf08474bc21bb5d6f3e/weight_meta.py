class Program_weight_tensor_meta_scale_53:
    name = "scale_53"
    shape = [1, 1152, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0034293411158109344
    std = 0.011050915788834978
    data = None
    min_val = -0.032668523490428925
    max_val = 0.039141636341810226


class Program_weight_tensor_meta_input_181:
    name = "input_181"
    shape = [1, 1152, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004697523097233451
    std = 0.22834344936860113
    data = None
    min_val = -0.27843713760375977
    max_val = 1.8214777708053589
