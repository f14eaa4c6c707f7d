class Program_weight_tensor_meta_scale_63:
    name = "scale_63"
    shape = [1, 784, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.000135433151696389
    std = 0.013078125202993797
    data = None
    min_val = -0.03829289600253105
    max_val = 0.03637341037392616


class Program_weight_tensor_meta_input_137:
    name = "input_137"
    shape = [1, 784, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.775638040035389e-08
    std = 7.526393643190182e-08
    data = None
    min_val = 0.0
    max_val = 6.641045615651819e-07
