class Program_weight_tensor_meta_mul_6:
    name = "mul_6"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003603954676451411
    std = 0.08839326789768646
    data = None
    min_val = -0.41302594542503357
    max_val = 0.4357128441333771


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00022546314608760864
    std = 0.05530187768471756
    data = None
    min_val = -0.2558307945728302
    max_val = 0.2695399820804596
