class Program_weight_tensor_meta_pooler_output:
    name = "pooler_output"
    shape = [1, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0379899170511635
    std = 0.2511384507695806
    data = None
    min_val = -0.6493264436721802
    max_val = 1.0005263090133667
