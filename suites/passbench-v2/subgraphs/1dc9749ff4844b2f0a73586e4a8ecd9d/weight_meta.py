class Program_weight_tensor_meta_x_se_3:
    name = "x_se_3"
    shape = [1, 72, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.2852748810428711e-06
    std = 6.7390614163873696e-06
    data = None
    min_val = -1.210391019412782e-05
    max_val = 1.8753193216980435e-05


class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 72, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.386154505864228e-05
    std = 0.00018847083248999398
    data = None
    min_val = 0.0
    max_val = 0.0014873587060719728
