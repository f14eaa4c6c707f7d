class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 12, 1024, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.0075728769535176e-06
    std = 0.1106459421902725
    data = None
    min_val = -0.5429184436798096
    max_val = 0.5217736959457397


class Program_weight_tensor_meta_keys:
    name = "keys"
    shape = [1, 12, 1024, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.444428801814619e-05
    std = 0.11073826028214293
    data = None
    min_val = -0.5855910778045654
    max_val = 0.5059460401535034


class Program_weight_tensor_meta_values:
    name = "values"
    shape = [1, 12, 1024, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.6742230827774954e-05
    std = 0.11083388118342981
    data = None
    min_val = -0.5549703240394592
    max_val = 0.5017854571342468
