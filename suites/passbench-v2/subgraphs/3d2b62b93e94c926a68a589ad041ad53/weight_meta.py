class Program_weight_tensor_meta_x_se_87:
    name = "x_se_87"
    shape = [1, 960, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.748064339970058e-18
    std = 4.393379887946733e-16
    data = None
    min_val = -1.4168409047182143e-15
    max_val = 1.4760588838848938e-15


class Program_weight_tensor_meta_x_209:
    name = "x_209"
    shape = [1, 960, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.2055962251469443e-16
    std = 1.7103607152595434e-14
    data = None
    min_val = -7.298951346752444e-14
    max_val = 8.453797422291673e-14
