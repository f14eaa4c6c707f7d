class Program_weight_tensor_meta_hidden_states_115:
    name = "hidden_states_115"
    shape = [1, 7, 7, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.506146099413749e-10
    std = 0.9998113064297546
    data = None
    min_val = -4.517726421356201
    max_val = 3.8575706481933594
