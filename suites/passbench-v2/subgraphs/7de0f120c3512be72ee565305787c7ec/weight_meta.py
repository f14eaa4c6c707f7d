class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 31, 6144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.000334701001238671
    std = 0.13796569863922015
    data = None
    min_val = -0.6358222365379333
    max_val = 0.6099401116371155
