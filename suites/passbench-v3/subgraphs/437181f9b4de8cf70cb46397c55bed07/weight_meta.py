class Program_weight_tensor_meta_linear_13:
    name = "linear_13"
    shape = [1, 128, 3584]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00018899302969077603
    std = 0.12800066036886515
    data = None
    min_val = -0.578955888748169
    max_val = 0.5723504424095154
