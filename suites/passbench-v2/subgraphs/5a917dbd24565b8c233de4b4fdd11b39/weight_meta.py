class Program_weight_tensor_meta_x_se_27:
    name = "x_se_27"
    shape = [1, 672, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.3011706722667273e-18
    std = 6.731932514234817e-16
    data = None
    min_val = -2.3225692118107382e-15
    max_val = 1.7994982030357116e-15


class Program_weight_tensor_meta_x_87:
    name = "x_87"
    shape = [1, 672, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.468990082615127e-16
    std = 1.4752201549735466e-14
    data = None
    min_val = -1.3360609819011715e-13
    max_val = 9.61002924373261e-14
