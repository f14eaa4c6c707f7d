class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 19, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.543793131206329e-05
    std = 0.0966200068917606
    data = None
    min_val = -0.4317774176597595
    max_val = 0.39242270588874817
