class Program_weight_tensor_meta_out_3:
    name = "out_3"
    shape = [1, 256, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3283116103644827e-11
    std = 0.9999974568383396
    data = None
    min_val = -4.326117038726807
    max_val = 4.889163017272949


class Program_weight_tensor_meta_input_8:
    name = "input_8"
    shape = [1, 256, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.5126655384627748e-10
    std = 0.9967119390943808
    data = None
    min_val = -4.500975131988525
    max_val = 5.0125322341918945
