class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 31, 6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000334701001238671
    std = 0.13796569863922015
    data = None
    min_val = -0.6358222365379333
    max_val = 0.6099401116371155


class Program_weight_tensor_meta_mul_1:
    name = "mul_1"
    shape = [1, 31, 6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.399546912840206e-07
    std = 0.00045643539835204427
    data = None
    min_val = -0.011493713594973087
    max_val = 0.010146466083824635


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 31, 6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001673505006193355
    std = 0.06898284931961007
    data = None
    min_val = -0.3179111182689667
    max_val = 0.30497005581855774
