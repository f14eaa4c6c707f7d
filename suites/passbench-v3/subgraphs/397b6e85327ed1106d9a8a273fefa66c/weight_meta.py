class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 8, 144, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00019924117236374487
    std = 0.09088048639679039
    data = None
    min_val = -0.3805240988731384
    max_val = 0.4516560733318329


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 144, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.495123513287884
    std = 0.6809733409854359
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 144, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.16687321637032446
    std = 0.5131863703871787
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 8, 144, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.941966190256778e-05
    std = 0.09005164361053465
    data = None
    min_val = -0.3820320963859558
    max_val = 0.4169895052909851
