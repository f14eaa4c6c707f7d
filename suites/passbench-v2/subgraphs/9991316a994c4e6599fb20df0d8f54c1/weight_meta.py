class Program_weight_tensor_meta_hidden_states_229:
    name = "hidden_states_229"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.62168243802302e-05
    std = 0.048187548671089916
    data = None
    min_val = -0.221792072057724
    max_val = 0.20322631299495697


class Program_weight_tensor_meta_mul_263:
    name = "mul_263"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.557155529293088e-06
    std = 0.0010065482980809429
    data = None
    min_val = -0.013396085239946842
    max_val = 0.012527311220765114
