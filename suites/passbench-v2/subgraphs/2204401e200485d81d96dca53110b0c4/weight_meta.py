class Program_weight_tensor_meta_view_2:
    name = "view_2"
    shape = [1, 128, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0009012061766784374
    std = 0.12783246251075017
    data = None
    min_val = -0.6432929039001465
    max_val = 0.5490424633026123


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.458356246971888e-05
    std = 0.12695847494694187
    data = None
    min_val = -0.5171941518783569
    max_val = 0.5084371566772461
