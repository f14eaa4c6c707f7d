class Program_weight_tensor_meta_linear_43:
    name = "linear_43"
    shape = [25, 14, 14, 2304]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007925658255972095
    std = 0.07169540265498472
    data = None
    min_val = -0.38578730821609497
    max_val = 0.39219599962234497
