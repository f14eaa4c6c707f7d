class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 41, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.04771719200727336
    std = 0.2675672929584589
    data = None
    min_val = -1.238492727279663
    max_val = 1.1253880262374878
