class Program_weight_tensor_meta_scale_33:
    name = "scale_33"
    shape = [1, 896, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002778281715450248
    std = 0.01079429022454146
    data = None
    min_val = -0.03856277093291283
    max_val = 0.0297404695302248


class Program_weight_tensor_meta_input_75:
    name = "input_75"
    shape = [1, 896, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.02687916444912e-07
    std = 6.040827677682946e-07
    data = None
    min_val = 0.0
    max_val = 5.399419023888186e-06
