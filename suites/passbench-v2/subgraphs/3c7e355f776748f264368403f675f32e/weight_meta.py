class Program_weight_tensor_meta_getitem_8:
    name = "getitem_8"
    shape = [1, 284, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2737649368964415e-14
    std = 2.438690270032473e-13
    data = None
    min_val = -8.579523268041622e-13
    max_val = 1.0194903731983174e-12


class Program_weight_tensor_meta_x_72:
    name = "x_72"
    shape = [1, 284, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.258577245461651e-12
    std = 6.837256360398119e-11
    data = None
    min_val = -2.537037524508179e-10
    max_val = 2.7283558745594405e-10


class Program_weight_tensor_meta_x_81:
    name = "x_81"
    shape = [1, 318, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2828987621087361e-14
    std = 2.441636553927156e-13
    data = None
    min_val = -8.579523268041622e-13
    max_val = 1.0194903731983174e-12
