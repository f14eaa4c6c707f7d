class Program_weight_tensor_meta_scale_33:
    name = "scale_33"
    shape = [1, 1232, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002193314731449072
    std = 0.010458661966390604
    data = None
    min_val = -0.03051692619919777
    max_val = 0.03401646763086319


class Program_weight_tensor_meta_input_75:
    name = "input_75"
    shape = [1, 1232, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.271523485865146e-07
    std = 8.621932541959443e-07
    data = None
    min_val = 0.0
    max_val = 6.634156306972727e-06
