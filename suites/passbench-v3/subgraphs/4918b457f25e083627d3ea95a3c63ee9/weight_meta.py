class Program_weight_tensor_meta_x_se_43:
    name = "x_se_43"
    shape = [1, 2718, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.8967834863737308e-18
    std = 1.299025568508397e-16
    data = None
    min_val = -4.856820215711562e-16
    max_val = 3.981947677761177e-16


class Program_weight_tensor_meta_x_126:
    name = "x_126"
    shape = [1, 2718, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5717154047278627e-16
    std = 3.138884001355529e-15
    data = None
    min_val = -3.341067927962321e-14
    max_val = 2.5108560386009546e-14
