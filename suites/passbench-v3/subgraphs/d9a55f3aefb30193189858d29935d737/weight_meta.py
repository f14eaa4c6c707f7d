class Program_weight_tensor_meta_input_36:
    name = "input_36"
    shape = [1, 1408, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.2716986359446613e-10
    std = 9.725604150095226e-08
    data = None
    min_val = -1.1986380741291214e-06
    max_val = 1.0544634960751864e-06
