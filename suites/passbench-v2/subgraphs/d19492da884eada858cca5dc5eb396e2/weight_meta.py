class Program_weight_tensor_meta_qkv_4:
    name = "qkv_4"
    shape = [1, 197, 1152]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.003350927648426896
    std = 0.07964393029104302
    data = None
    min_val = -0.36952972412109375
    max_val = 0.36719703674316406
