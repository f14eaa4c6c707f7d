class Program_weight_tensor_meta_attention_21:
    name = "attention_21"
    shape = [1, 12, 16, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0625
    std = 0.0
    data = None
    min_val = 0.0625
    max_val = 0.0625


class Program_weight_tensor_meta_value_21:
    name = "value_21"
    shape = [1, 12, 16, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.947203703875127e-16
    std = 7.960623074560416e-15
    data = None
    min_val = -2.6334100170139797e-14
    max_val = 1.999628286846085e-14
