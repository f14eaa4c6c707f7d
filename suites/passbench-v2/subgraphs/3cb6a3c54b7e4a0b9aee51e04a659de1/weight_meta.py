class Program_weight_tensor_meta_x_34:
    name = "x_34"
    shape = [1, 128, 200, 200]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0027303406045382757
    std = 0.04182552148968673
    data = None
    min_val = -0.11869826912879944
    max_val = 0.13457943499088287


class Program_weight_tensor_meta_scale_11:
    name = "scale_11"
    shape = [1, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.5445002242922783
    std = 0.030044870967759995
    data = None
    min_val = 0.47226306796073914
    max_val = 0.616637110710144


class Program_weight_tensor_meta_bias_23:
    name = "bias_23"
    shape = [1, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.245873661711812
    std = 0.47162233478420723
    data = None
    min_val = -0.17900460958480835
    max_val = 2.38037109375
