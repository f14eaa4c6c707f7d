class Program_weight_tensor_meta_x_48:
    name = "x_48"
    shape = [1, 704, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.5171793854995933e-11
    std = 0.009754014347312366
    data = None
    min_val = -0.09860703349113464
    max_val = 0.08816152065992355


class Program_weight_tensor_meta_gamma_4:
    name = "gamma_4"
    shape = [1, 704, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x_41:
    name = "x_41"
    shape = [1, 704, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.2649106664179667e-10
    std = 0.9998935272228847
    data = None
    min_val = -4.70490026473999
    max_val = 4.615108489990234
