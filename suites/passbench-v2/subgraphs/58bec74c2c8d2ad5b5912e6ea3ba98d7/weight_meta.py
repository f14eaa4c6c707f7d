class Program_weight_tensor_meta_pooled_output_1:
    name = "pooled_output_1"
    shape = [2, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.05841129029613512
    std = 0.17135665930307842
    data = None
    min_val = -0.4792526364326477
    max_val = 0.5002990961074829
