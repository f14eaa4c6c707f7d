class Program_weight_tensor_meta_query_1:
    name = "query_1"
    shape = [1024, 1, 64, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.9850581383228544e-05
    std = 0.03978934586743253
    data = None
    min_val = -0.2129174917936325
    max_val = 0.2040923833847046


class Program_weight_tensor_meta_key_1:
    name = "key_1"
    shape = [1024, 1, 64, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.6572990101929847e-06
    std = 0.03857379546863902
    data = None
    min_val = -0.190080463886261
    max_val = 0.21326325833797455


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [1024, 1, 64, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.5877086082745383e-05
    std = 0.03897547669384222
    data = None
    min_val = -0.19890552759170532
    max_val = 0.21047650277614594
