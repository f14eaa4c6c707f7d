class Program_weight_tensor_meta_x_se_31:
    name = "x_se_31"
    shape = [1, 576, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 5.205957417468247e-09
    std = 2.6323646028228277e-07
    data = None
    min_val = -8.724787790015398e-07
    max_val = 1.0926630693575135e-06


class Program_weight_tensor_meta_x_89:
    name = "x_89"
    shape = [1, 576, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.129520907158535e-06
    std = 3.2424908611848383e-06
    data = None
    min_val = 0.0
    max_val = 2.6886091291089542e-05
