class Program_weight_tensor_meta_linear:
    name = "linear"
    shape = [49, 8, 8, 288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.7174754882311617e-05
    std = 0.03892852567095317
    data = None
    min_val = -0.17378956079483032
    max_val = 0.1766834408044815
