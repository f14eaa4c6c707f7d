class Program_weight_tensor_meta_conv1d_1:
    name = "conv1d_1"
    shape = [1, 1024, 1500]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.3773421742839797e-06
    std = 0.001375285150557657
    data = None
    min_val = -0.006827979814261198
    max_val = 0.006904563866555691
